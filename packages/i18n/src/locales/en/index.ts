import { assembleLanguage } from '../../assemble-language';
import * as parts from './parts';

const en = assembleLanguage(parts);

export default en;
