/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SUPPORT_WIDGET_ID?: string;
  readonly VITE_SUPPORT_WIDGET_SRC?: string;
  readonly VITE_SHOW_DEV_OUTBOX?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
