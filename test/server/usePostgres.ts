/** The server suites' PostgreSQL project (jest.config.js): every host of this worker runs on PostgreSQL. */
process.env.TEST_DB = 'postgres';
