/** Test helpers other workspaces use (`@finishline/api/testing`). */
export { type Answer, requestFrom } from './request-from.js';
