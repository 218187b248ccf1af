import { describe } from 'vitest';
import { chartBehaviourSuite } from './chartBehaviour';
import { useChromium } from './harness';

useChromium();

describe('the vanilla chart', () => chartBehaviourSuite('vanilla'));
