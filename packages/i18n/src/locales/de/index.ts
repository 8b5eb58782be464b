import type { Dictionary } from '../../dictionary';
import { assembleLanguage } from '../../assemble-language';
import * as parts from './parts';

const de: Dictionary = assembleLanguage(parts);

export default de;
