import { assembleDictionary } from '../../assemble-dictionary';
import home from './home';
import meta from './meta';
import shared from './shared';
import about from './about';
import contact from './contact';
import faq from './faq';
import forms from './forms';
import legal from './legal';
import legalImpressum from './legal-impressum';
import legalPrivacy from './legal-privacy';
import legalTerms from './legal-terms';
import waitlist from './waitlist';
import zkagent from './zkagent';
import admin from './admin';
import emails from './emails';
import subscription from './subscription';

const en = assembleDictionary([
  meta,
  shared,
  home,
  forms,
  contact,
  waitlist,
  faq,
  about,
  legal,
  legalPrivacy,
  legalTerms,
  legalImpressum,
  zkagent,
  admin,
  emails,
  subscription,
]);

export default en;
