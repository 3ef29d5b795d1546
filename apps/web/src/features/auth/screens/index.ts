// The visitor's screens, their own chunk: a member's first visit (/home) does not download the
// sign-in and sign-up forms or the form kit (issue 36, /home budget). PublicApp and the router's
// public routes load it.
export { SignInScreen, SignUpScreen } from './CredentialsScreen';
export { LandingScreen } from './LandingScreen';
