/**
 * Side effect, first import of this package: production mode before anything loads React. React picks its build
 * when first loaded (via @react-router/express here, at import time), and react-dom with the site's build later; set
 * in between, they would disagree and every page would fail.
 */
import { defaultToProduction } from './env.js';

defaultToProduction();
