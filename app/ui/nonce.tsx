// The per-response nonce of the Content-Security-Policy (app/entry.server.tsx), for the few inline scripts React
// Router writes. On the client it is empty: browsers hide nonce values from the page once it has loaded.
import { createContext, useContext } from 'react';

const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
