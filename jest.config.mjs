// One jest run over every workspace; each workspace keeps its own project config.
export default {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-events',
    '<rootDir>/mf-account',
    '<rootDir>/infra',
  ],
};
