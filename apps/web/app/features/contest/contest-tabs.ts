/** The contest area's tabs, in the order of the specification (§2): their list and paths are page-paths'. */
export { CONTEST_TABS, type ContestTab } from '@finishline/contract/page-paths';
