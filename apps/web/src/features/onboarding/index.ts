export { IntroScreen } from './screens/IntroScreen';
