/**
 * The four sample charts opened by /chart/{id}: written for StatRadar, values on the 10..100 scale.
 */
import type { Chart, DataSet } from 'statradar';

function dataSet(name: string, color: string, values: number[], description = ''): DataSet {
  return { name, description, color, values };
}

const boardGameDecisionChart: Chart = {
  metadata: {
    name: 'Board Game Decision Chart',
    description:
      'Which game should come out on **game night**? Each game is scored from 10 to 100 on what our group cares about. A higher *Quick Setup* score means less time unboxing and more time playing.',
  },
  labels: [
    { name: 'Strategy' },
    { name: 'Luck' },
    { name: 'Player Interaction' },
    { name: 'Quick Setup' },
    { name: 'Replayability' },
    { name: 'Easy to Teach' },
  ],
  data: [
    dataSet(
      'Catan',
      '#e4572e',
      [65, 70, 85, 60, 75, 70],
      'Trading, dice and a robber that always finds you.',
    ),
    dataSet(
      'Ticket to Ride',
      '#2e86ab',
      [50, 45, 40, 80, 65, 95],
      'Collect cards, claim routes, block friends.',
    ),
    dataSet('Pandemic', '#3bb273', [75, 40, 90, 55, 70, 65], 'Cooperative: everyone wins or everyone loses.'),
    dataSet('Codenames', '#f3a712', [45, 20, 95, 100, 90, 100], 'Team word game for big groups.'),
    dataSet('Wingspan', '#8e6cef', [80, 35, 25, 35, 80, 50], 'Engine building with beautiful bird cards.'),
  ],
};

const artTheSun: Chart = {
  metadata: {
    name: 'Art: The Sun',
    description:
      "How painters have shown the **Sun**, scored on five things an art class looks for. Scores are one viewer's opinion: make a copy and score them yourself.",
    style: { fillStyle: 'outline', gridLine: 'circle' },
  },
  labels: [
    { name: 'Colour Intensity' },
    { name: 'Composition' },
    { name: 'Emotion' },
    { name: 'Symbolism' },
    { name: 'Technique' },
  ],
  data: [
    dataSet(
      'Impression, Sunrise (Monet)',
      '#ff7f11',
      [85, 70, 80, 55, 75],
      'The painting that named Impressionism.',
    ),
    dataSet(
      'The Sower (Van Gogh)',
      '#f2c14e',
      [100, 80, 90, 85, 70],
      'A huge yellow sun behind a sower at dusk.',
    ),
    dataSet('The Sun (Munch)', '#e03616', [90, 85, 75, 95, 80], 'Rays flooding the Oslo University aula.'),
    dataSet(
      'The Fighting Temeraire (Turner)',
      '#5b8e7d',
      [75, 90, 95, 90, 95],
      'A sunset that marks the end of an era.',
    ),
  ],
};

const jojosStand: Chart = {
  metadata: {
    name: "JoJo's Stands",
    description:
      "Stand stats from *JoJo's Bizarre Adventure*, with the letter grades turned into numbers: A = 100, B = 80, C = 60, D = 40, E = 20 and none = 10.",
  },
  labels: [
    { name: 'Destructive Power' },
    { name: 'Speed' },
    { name: 'Range' },
    { name: 'Persistence' },
    { name: 'Precision' },
    { name: 'Development Potential' },
  ],
  data: [
    dataSet(
      'Star Platinum',
      '#6a4c93',
      [100, 100, 60, 100, 100, 100],
      'Jotaro Kujo. Can stop time for a few seconds.',
    ),
    dataSet('The World', '#ffca3a', [100, 100, 60, 100, 80, 80], 'DIO. Time stops: "ZA WARUDO!"'),
    dataSet(
      'Crazy Diamond',
      '#ff595e',
      [100, 100, 40, 80, 80, 60],
      'Josuke Higashikata. Restores what it breaks.',
    ),
    dataSet(
      'Gold Experience',
      '#f7d02c',
      [60, 100, 60, 40, 60, 100],
      'Giorno Giovanna. Gives life to objects.',
    ),
    dataSet(
      'Killer Queen',
      '#d264b6',
      [100, 80, 40, 80, 80, 100],
      'Yoshikage Kira. Turns anything into a bomb.',
    ),
    dataSet('Stone Free', '#1982c4', [100, 80, 60, 100, 60, 100], 'Jolyne Cujoh. Unravels into string.'),
  ],
};

const marvelHeroes: [string, string, number[], string][] = [
  // name, colour, [Damage, Survivability, Mobility, Utility, Ease of Use, Team Synergy], role
  ['#1 Hela', '#2d6a4f', [95, 55, 50, 45, 70, 60], 'Duelist'],
  ['#2 Luna Snow', '#8ecae6', [55, 60, 45, 95, 75, 95], 'Strategist'],
  ['#3 Doctor Strange', '#b5179e', [60, 95, 55, 85, 60, 90], 'Vanguard'],
  ['#4 Psylocke', '#c77dff', [90, 45, 90, 50, 55, 55], 'Duelist'],
  ['#5 Magneto', '#9d0208', [65, 95, 40, 75, 80, 80], 'Vanguard'],
  ['#6 Mantis', '#52b788', [40, 50, 60, 90, 85, 95], 'Strategist'],
  ['#7 Hawkeye', '#7b2cbf', [95, 40, 55, 40, 50, 55], 'Duelist'],
  ['#8 Invisible Woman', '#4895ef', [45, 70, 55, 100, 65, 100], 'Strategist'],
  ['#9 Spider-Man', '#e63946', [80, 45, 100, 50, 20, 50], 'Duelist'],
  ['#10 Groot', '#6c584c', [50, 90, 30, 90, 70, 85], 'Vanguard'],
  ['#11 Black Panther', '#3a0ca3', [85, 50, 95, 35, 35, 45], 'Duelist'],
  ['#12 Cloak & Dagger', '#adb5bd', [55, 55, 60, 85, 60, 85], 'Strategist'],
  ['#13 Iron Man', '#d00000', [85, 50, 75, 40, 85, 55], 'Duelist'],
  ['#14 Thor', '#48cae4', [65, 85, 65, 55, 75, 70], 'Vanguard'],
  ['#15 Star-Lord', '#f48c06', [75, 45, 85, 35, 70, 45], 'Duelist'],
  ['#16 Rocket Raccoon', '#bc6c25', [45, 45, 70, 85, 80, 80], 'Strategist'],
  ['#17 Venom', '#14213d', [55, 85, 85, 50, 70, 60], 'Vanguard'],
  ['#18 Jeff the Land Shark', '#90e0ef', [30, 50, 75, 70, 95, 65], 'Strategist'],
];

const marvelRivalsCharacters: Chart = {
  metadata: {
    name: 'Marvel Rivals Characters',
    description: [
      '## Marvel Rivals hero ranking',
      '',
      "A ranked look at **18 heroes** of *Marvel Rivals*, the six-versus-six hero shooter. The number before each name is the hero's place in our overall ranking; the chart shows *why* a hero ranks where it does.",
      '',
      '### How the attributes are scored',
      '',
      '- **Damage**: how quickly the hero removes enemies, including burst and sustained damage.',
      '- **Survivability**: health, shields, self-healing and escape tools.',
      '- **Mobility**: flight, dashes, swings and wall climbing.',
      '- **Utility**: crowd control, shields for allies, vision and healing.',
      '- **Ease of Use**: how forgiving the hero is for a new player (higher is easier).',
      '- **Team Synergy**: how much the hero gains from, and gives to, team-up abilities.',
      '',
      '### Reading the chart',
      '',
      'Select a hero in the legend to bring it to the front. Set **Show Count** in the Style menu to compare just the last few heroes you selected, or open *Breakout* to see every hero side by side and sort them by any attribute.',
      '',
      '> Rankings change with every balance patch. Think a hero is misplaced? Press **Copy Chart**, move the sliders and share your own version.',
      '',
      'Scores use a 10 to 100 scale and are opinions, not official data. Read more about [building a ranking with radar charts](/blog/radar-chart-guide).',
    ].join('\n'),
    style: { showCount: 3 },
  },
  labels: [
    { name: 'Damage' },
    { name: 'Survivability' },
    { name: 'Mobility' },
    { name: 'Utility' },
    { name: 'Ease of Use' },
    { name: 'Team Synergy' },
  ],
  data: marvelHeroes.map(([name, color, values, role]) => dataSet(name, color, values, `Role: **${role}**`)),
};

/** Sample charts by their /chart/{id}. */
export const SAMPLE_CHARTS: Readonly<Record<string, Chart>> = {
  'board-game-decision-chart': boardGameDecisionChart,
  'art-the-sun': artTheSun,
  'jojos-stand': jojosStand,
  'marvel-rivals-characters': marvelRivalsCharacters,
};
