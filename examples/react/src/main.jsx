import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { addDataSet, createChart, setValue } from 'statradar';
import { RadarChart, RadarChartSvg } from 'statradar/react';

// Outside the component: a new object each render would make the chart re-apply it.
const LEGEND = { position: 'bottom' };

function App() {
  const [chart, setChart] = useState(() => addDataSet(createChart()));
  const [selected, setSelected] = useState(0);
  const [hidden, setHidden] = useState([]);
  const radar = useRef(null);
  const dataSet = chart.data[selected];

  async function savePng() {
    const blob = await radar.current.toPNG({ pixelRatio: 2 });
    const link = Object.assign(document.createElement('a'), {
      href: URL.createObjectURL(blob),
      download: 'radar-chart.png',
    });
    link.click();
  }

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>
      <h1>StatRadar in React</h1>
      <RadarChart
        ref={radar}
        chart={chart}
        width={400}
        height={400}
        selected={selected}
        onSelect={setSelected}
        legend={LEGEND}
        onToggle={(event) => setHidden(event.hiddenSeries)}
      />
      <p>
        Hover a corner for its value; click a legend entry to hide or show a data set. Hidden:{' '}
        <output id="hidden">{hidden.map((index) => chart.data[index].name).join(', ') || 'none'}</output>
      </p>
      <p>
        {dataSet.name}: {chart.labels[0].name}{' '}
        <input
          type="range"
          min={0}
          max={100}
          value={dataSet.values[0]}
          onChange={(event) => setChart(setValue(chart, selected, 0, Number(event.target.value)))}
        />{' '}
        <button type="button" onClick={savePng}>
          Save PNG
        </button>
      </p>
      <h2>Static thumbnails (SVG path)</h2>
      <div style={{ display: 'flex', gap: 8 }}>
        {chart.data.map((_, index) => (
          <RadarChartSvg key={index} chart={{ ...chart, data: [chart.data[index]] }} width={150} />
        ))}
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
