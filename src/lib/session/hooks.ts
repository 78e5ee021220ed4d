import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionRootState } from './state';

/** Typed hooks for code below app/ (features, portals): they see the session and user slices. */
export const useSessionDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useSessionSelector = useSelector.withTypes<SessionRootState>();
