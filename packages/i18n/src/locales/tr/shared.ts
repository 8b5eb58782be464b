import banner from './banner';
import common from './common';
import layout from './layout';
import pages from './pages';

/** The copy every page shows: header, footer, the countdown banner, page intros. */
const shared = { ...pages, ...common, ...layout, ...banner };

export default shared;
