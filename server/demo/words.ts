// Word lists the demo builds names and titles from (technology-conference flavour).

export const FIRST_NAMES = [
  'Ada', 'Aisha', 'Akira', 'Alejandro', 'Amara', 'Anders', 'Ananya', 'Andrea', 'Aroha', 'Ben', 'Bianca', 'Carlos',
  'Chen', 'Chloe', 'Dara', 'David', 'Deepa', 'Diego', 'Elena', 'Emeka', 'Emma', 'Farah', 'Felix', 'Fatima',
  'Gabriel', 'Grace', 'Hana', 'Hassan', 'Ines', 'Ingrid', 'Isaac', 'Jamal', 'Jana', 'Javier', 'Jin', 'Jonas',
  'Julia', 'Kai', 'Kavya', 'Kenji', 'Keira', 'Lars', 'Leila', 'Liam', 'Lina', 'Lucas', 'Maya', 'Mateo', 'Mei',
  'Mia', 'Miguel', 'Nadia', 'Naomi', 'Niamh', 'Nikhil', 'Noah', 'Olivia', 'Omar', 'Priya', 'Quinn', 'Rafael',
  'Rania', 'Ravi', 'Rosa', 'Sakura', 'Samir', 'Sara', 'Sebastian', 'Sofia', 'Sven', 'Tariq', 'Tomas', 'Uma',
  'Valentina', 'Victor', 'Wei', 'Yara', 'Yusuf', 'Zane', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Abara', 'Andersen', 'Baptiste', 'Becker', 'Bianchi', 'Castillo', 'Chandra', 'Chowdhury', 'Costa', 'Dubois',
  'Eriksson', 'Fernandes', 'Fischer', 'Garcia', 'Gupta', 'Haddad', 'Hansen', 'Hoffmann', 'Ito', 'Jansen',
  'Kaur', 'Kim', 'Kowalski', 'Larsen', 'Lee', 'Lindqvist', 'Lopez', 'Mahlangu', 'Martin', 'Meyer', 'Moreau',
  'Murphy', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Olsen', 'Patel', 'Peralta', 'Petrov', 'Quispe', 'Rahman',
  'Reyes', 'Rossi', 'Sato', 'Schmidt', 'Silva', 'Singh', 'Sorensen', 'Tanaka', 'Te Rangi', 'Thompson', 'Tran',
  'Usman', 'Vargas', 'Wagner', 'Walsh', 'Wong', 'Yamamoto', 'Zhang',
] as const;

export const COMPANY_PREFIXES = [
  'Aero', 'Apex', 'Arc', 'Azure', 'Beacon', 'Blue', 'Bright', 'Cedar', 'Cinder', 'Cobalt', 'Crest', 'Delta',
  'Echo', 'Ember', 'Fable', 'Fern', 'Flux', 'Granite', 'Harbor', 'Helix', 'Horizon', 'Iron', 'Juniper', 'Kite',
  'Lumen', 'Maple', 'Meridian', 'Nova', 'Onyx', 'Orbit', 'Pine', 'Prism', 'Quartz', 'Rapid', 'Sable', 'Signal',
  'Silver', 'Solar', 'Summit', 'Tidal', 'Vector', 'Willow', 'Zenith',
] as const;

export const COMPANY_SUFFIXES = [
  'Analytics', 'Cloud', 'Data', 'Dynamics', 'Labs', 'Logic', 'Networks', 'Robotics', 'Security', 'Software',
  'Systems', 'Works', 'AI', 'Stack', 'Bytes', 'Compute',
] as const;

export const COMPANY_TAGLINES = [
  'observability for distributed systems', 'zero-trust identity for every workload', 'a managed vector database',
  'developer portals that teams actually use', 'GPU capacity on demand', 'low-code automation for operations teams',
  'privacy-preserving analytics', 'edge compute for retail and manufacturing', 'supply-chain security for open source',
  'a lakehouse for streaming data', 'AI copilots for customer support', 'cost management for multi-cloud estates',
] as const;

export const JOB_TITLES = [
  'Software Engineer', 'Senior Software Engineer', 'Principal Engineer', 'Staff Engineer', 'Engineering Manager',
  'Cloud Architect', 'Solutions Architect', 'Data Scientist', 'Data Engineer', 'ML Engineer', 'Security Engineer',
  'Site Reliability Engineer', 'Developer Advocate', 'Product Manager', 'CTO', 'VP of Engineering',
  'Platform Engineer', 'DevOps Lead', 'Research Scientist', 'Technical Program Manager', 'IT Director',
  'Database Administrator', 'Frontend Developer', 'Mobile Developer',
] as const;

export const SUBJECTS = [
  'AI agents', 'Kubernetes', 'serverless APIs', 'vector search', 'zero-trust networks', 'data lakehouses',
  'event streaming', 'platform engineering', 'observability', 'confidential computing', 'edge AI', 'WebAssembly',
  'passkeys', 'infrastructure as code', 'LLM evaluation', 'retrieval-augmented generation', 'GitOps',
  'cost-aware architecture', 'real-time analytics', 'supply-chain security', 'accessible web apps',
  'TypeScript at scale', 'Rust services', 'PostgreSQL', 'mobile release pipelines', 'quantum-safe cryptography',
] as const;

export const TITLE_PATTERNS = [
  'Building production-ready {s}',
  'What is new in {s}',
  '{s} in practice: lessons from {n} deployments',
  'Scaling {s} without the pager',
  'A deep dive into {s}',
  'From prototype to planet scale with {s}',
  'Securing {s} end to end',
  '{s}: patterns and anti-patterns',
  'Hands-on with {s}',
  'The road ahead for {s}',
  'Cutting costs with {s}',
  'Debugging {s} like a pro',
] as const;

export const TOPICS = [
  'AI and machine learning', 'Cloud infrastructure', 'Data and analytics', 'Security', 'Developer tools',
  'DevOps and platform', 'Web and mobile', 'Open source', 'Sustainability', 'Careers and community',
] as const;

export const SOLUTION_AREAS = ['AI', 'Apps and infrastructure', 'Data', 'Security', 'Developer productivity'] as const;
export const INDUSTRIES = ['Financial services', 'Healthcare', 'Retail', 'Manufacturing', 'Public sector', 'Media', 'Education'] as const;
export const ROLES = ['Developer', 'Architect', 'Data professional', 'IT decision maker', 'Security professional', 'Student'] as const;
export const PROGRAMMING_LANGUAGES = ['TypeScript', 'Python', 'Go', 'Rust', 'Java', 'C#', 'Kotlin', 'SQL'] as const;
export const AUDIENCE_TYPES = ['Engineers', 'Business leaders', 'Partners', 'Students', 'Startups'] as const;
export const REGIONS = ['North America', 'Latin America', 'Europe', 'Middle East and Africa', 'Asia Pacific'] as const;
export const COUNTRIES = ['United States', 'Canada', 'Brazil', 'Germany', 'France', 'United Kingdom', 'India', 'Japan', 'Australia', 'Nigeria', 'Mexico', 'Netherlands'] as const;
export const PRODUCTS = ['Nimbus Compute', 'Nimbus Functions', 'Nimbus AI Studio', 'Nimbus Vector', 'Nimbus Guard', 'Nimbus Pipelines', 'Nimbus Lakehouse', 'Nimbus Edge'] as const;

export const BIO_SENTENCES = [
  'has spent the last decade building distributed systems that millions of people rely on every day.',
  'leads a team that ships developer tooling used across hundreds of engineering organisations.',
  'is a maintainer of several open-source projects and speaks regularly about sustainable software.',
  'helps enterprises move critical workloads to the cloud without losing sleep over reliability.',
  'works at the intersection of data engineering and machine learning.',
  'focuses on application security, threat modelling and secure defaults.',
  'believes great documentation is a feature and has the pull requests to prove it.',
  'started as a frontend developer and now designs platforms for hundreds of product teams.',
] as const;
