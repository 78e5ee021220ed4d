import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import { chatDraftsSlice } from '@/lib/chat-drafts';
import { localStorageEngine, loggedOut, sessionSlice, userSlice } from '@/lib/session';

export const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  user: userSlice.reducer,
  /** Composer drafts: memory only, never in the whitelist below (SPEC §4). */
  chat: chatDraftsSlice.reducer,
});

type RootReducerState = ReturnType<typeof rootReducer>;

/** Only the session (tokens) is kept in the browser: no user or patient data (ARCHITECTURE.md, Auth). */
export const persistConfig: PersistConfig<RootReducerState> = {
  key: 'root',
  storage: localStorageEngine,
  timeout: 5_000,
  whitelist: ['session'],
};

export function createAppStore() {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(listener.middleware),
  });
  const persistor: Persistor = persistStore(store);
  // Logging out also removes the persisted copy of the session.
  listener.startListening({ actionCreator: loggedOut, effect: () => persistor.purge() });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
