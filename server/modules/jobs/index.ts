// The jobs module's face: the only file of it that other code imports (docs/architecture.md).
export {
  grantProfileDatabase,
  profileDatabaseAccess,
  resumeViewers,
  revealResume,
  searchResumes,
} from './profile-database.ts';
export { getResume, saveResume } from './resumes.ts';
export type { Resume } from './resumes.ts';
export { jobRoutes } from './routes.ts';
export { ApplicationUpdateSchema, ApplyInputSchema, ResumeInputSchema, ResumeSearchSchema } from './schemas.ts';
export {
  applyForJob,
  employerJobs,
  hasApplied,
  listApplicants,
  listMyApplications,
  updateApplication,
} from './applications.ts';
export { jobsVertical } from './vertical.ts';
