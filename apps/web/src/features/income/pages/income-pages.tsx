import { INCOME_SOURCES } from '../components/income-sources';
import { IncomeListPage } from './income-list-page';

// One component per route, so the router can mount each lazily without props.
export const AllIncomePage = () => <IncomeListPage source="all" title={INCOME_SOURCES.all.title} />;
export const TradingIncomePage = () => <IncomeListPage source="trading" title={INCOME_SOURCES.trading.title} />;
export const LevelIncomePage = () => <IncomeListPage source="level" title={INCOME_SOURCES.level.title} />;
export const DirectIncomePage = () => <IncomeListPage source="direct" title={INCOME_SOURCES.direct.title} />;
export const RewardIncomePage = () => <IncomeListPage source="reward" title={INCOME_SOURCES.reward.title} />;
