export { generateDemo, type DemoOptions } from './generate-demo.js';
export { generateSyntheticContest } from './synthetic-contest.js';
export { DEMO_RECORDING } from './demo-recording.js';
