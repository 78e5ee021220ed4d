// The theme lives in components/ so that the lazily loaded MUI provider (components/mui-provider) can use it.
export { theme } from '@/components/theme';
