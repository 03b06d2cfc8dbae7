export { LoginPage } from './login-page.tsx';
export { DownloadAppPage } from './download-app-page.tsx';
