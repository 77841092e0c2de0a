export { generateDemo, type DemoOptions } from './generate-demo.js';
export { generateSyntheticContest } from './synthetic-contest.js';
