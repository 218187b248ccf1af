import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { addDataSet, createChart, setValue } from 'statradar';
import { RadarChart, RadarChartSvg } from 'statradar/react';

function App() {
  const [chart, setChart] = useState(() => addDataSet(createChart()));
  const [selected, setSelected] = useState(0);
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
      />
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
