/** Every table of the database, by feature. drizzle-kit and drizzle() both read this file. */
export * from './accounts'
export * from './billing'
export * from './contacts'
export * from './documents'
export * from './outreach'
export * from './records'
export * from './sources'
export * from './throttles'
