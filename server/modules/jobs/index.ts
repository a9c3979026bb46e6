// The jobs module's face: the only file of it that other code imports (docs/architecture.md).
export { grantProfileDatabase, profileDatabaseAccess } from './profile-database.ts';
export { saveResume } from './resumes.ts';
export type { Resume } from './resumes.ts';
export { jobRoutes } from './routes.ts';
export { ResumeInputSchema } from './schemas.ts';
