import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';
import type { TeamState, TeamStore } from './team-store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** The team page's store holds only the user slice. */
export const useTeamDispatch = useDispatch.withTypes<TeamStore['dispatch']>();
export const useTeamSelector = useSelector.withTypes<TeamState>();
