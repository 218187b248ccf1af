import { addDataSet, createChart, setValue } from 'statradar';
import { mountRadarChart } from 'statradar/konva';

let chart = addDataSet(createChart());
let selected = 0;
const selectedOutput = document.getElementById('selected');
const showSelected = () => (selectedOutput.textContent = chart.data[selected].name);
const hiddenOutput = document.getElementById('hidden');

// Tooltips (hover, tap, keyboard) and animated updates are on by default. With no width the chart
// fills its container (at most 400 px wide here, see index.html) and follows it when it resizes.
const radar = mountRadarChart(document.getElementById('chart'), {
  chart,
  legend: { position: 'bottom' }, // swatch, name and area % per data set; click to hide/show
  onSelect: (index) => {
    selected = index;
    showSelected();
  },
  onToggle: ({ hiddenSeries }) => {
    hiddenOutput.textContent = hiddenSeries.map((index) => chart.data[index].name).join(', ') || 'none';
  },
});
showSelected();

document.getElementById('boost').addEventListener('click', () => {
  const value = chart.data[selected].values[0];
  chart = setValue(chart, selected, 0, value >= 100 ? 0 : value + 10);
  radar.update({ chart }); // only that data set's nodes move
});

function download(url, name) {
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
}
document.getElementById('png').addEventListener('click', async () => {
  const blob = await radar.toPNG({ pixelRatio: 2 });
  download(URL.createObjectURL(blob), 'radar-chart.png');
});
document.getElementById('svg').addEventListener('click', () => {
  const blob = new Blob([radar.toSVG()], { type: 'image/svg+xml' });
  download(URL.createObjectURL(blob), 'radar-chart.svg');
});
