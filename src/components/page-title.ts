import { createContext, useContext } from 'react';

/** The current page's title from the app's per-path table, for headers that show it. */
export const PageTitleContext = createContext<string>('');

export const usePageTitle = () => useContext(PageTitleContext);
