import banner from './banner';
import common from './common';
import layout from './layout';

/** The copy every page shows: header, footer, the countdown banner (each page's intro is in its own namespace). */
const shared = { ...common, ...layout, ...banner };

export default shared;
