export { AdminLayout } from './AdminLayout';
export { MainLayout, TabBar } from './MainLayout';
export { OnboardingLayout } from './OnboardingLayout';
export { PublicLayout } from './PublicLayout';
export { RootLayout } from './RootLayout';
export { RouteErrorPage, RouteLoading, StartupSkeleton } from './StatusPages';
