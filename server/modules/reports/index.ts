// The reports module's face: the only file of it that other code imports (docs/architecture.md).
export { CloseReportSchema, reportRoutes } from './routes.ts';
export { closeReport, listOpenReports, reportAd, reportsAboutPoster, ReportSchema } from './service.ts';
