import { createChart } from 'statradar';
import { RadarChart } from 'statradar/react';

/** Placeholder shell until the routes land: draws the default chart with the engine. */
export function App() {
  return <RadarChart chart={createChart()} width={400} height={400} />;
}
