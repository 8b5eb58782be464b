import { addons } from 'storybook/manager-api';
import { productTheme } from './theme';

addons.setConfig({ theme: productTheme });
