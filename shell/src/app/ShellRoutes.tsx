import type { AxiosInstance } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { SignedInApp } from './SignedInApp';

/** Top-level split: account pages (no session needed) and the signed-in console. */
export function ShellRoutes({ api }: { api: AxiosInstance }) {
  return (
    <Routes>
      <Route path="*" element={<SignedInApp api={api} />} />
    </Routes>
  );
}
