import common from './common';
import home from './home';
import layout from './layout';
import meta from './meta';
import pages from './pages';
import about from './about';
import contact from './contact';
import faq from './faq';
import forms from './forms';
import legal from './legal';
import waitlist from './waitlist';
import zkagent from './zkagent';
import admin from './admin';
import banner from './banner';

const en = { meta, ...common, ...layout, home, pages, ...forms, ...contact, ...waitlist, ...faq, ...about, ...legal, ...zkagent, ...admin, ...banner };

export default en;
