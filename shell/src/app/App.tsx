import { GlobalStyle, theme, Toasts } from '@app/ui';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </ThemeProvider>
  );
}
