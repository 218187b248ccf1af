import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { createChart } from 'statradar';
import { afterEach, describe, expect, it } from 'vitest';

import { SettingsRow } from './SettingsRow';

describe('SettingsRow', () => {
  afterEach(cleanup);

  it('names its group after the chart, by the default name when the name is blank', () => {
    const chart = createChart();
    chart.metadata.name = ' \u200B';
    render(<SettingsRow chart={chart} chartRef={createRef()} />);
    expect(screen.getByRole('group', { name: 'Settings for Radar Chart Generator' })).toBeTruthy();
  });
});
