import { Outlet } from 'react-router';
import { Header } from './layout/header.tsx';
import { Footer } from './layout/footer.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { AuthModalHost } from './auth-modal-host.tsx';
import { Island } from '../islands/island.tsx';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollManager />
      <Island name="header" component={Header} props={{}} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <AuthModalHost />
    </div>
  );
}
