/** The reimburseright dashboard's tabs (its own module: the dashboard and its tab panels both import it). */
export type TabId = 'overview' | 'zscore' | 'contracts' | 'preauth';
