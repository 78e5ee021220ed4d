export * from './session-slice';
export * from './user-slice';
export * from './state';
export * from './hooks';
export { mergeProfile, type ProfileUpdate } from './profile-merge';
export { hasStoredSession, localStorageEngine } from './storage';
