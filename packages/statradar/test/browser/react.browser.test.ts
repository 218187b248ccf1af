import { describe } from 'vitest';
import { chartBehaviourSuite } from './chartBehaviour';
import { useChromium } from './harness';

useChromium();

describe('the react chart', () => chartBehaviourSuite('react'));
