import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';
import type { TeamState, TeamStore } from './team-store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The team page's store holds only the user slice. */
export const useTeamDispatch = useDispatch.withTypes<TeamStore['dispatch']>();
export const useTeamSelector = useSelector.withTypes<TeamState>();
