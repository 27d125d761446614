// The projects' endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  type BadInput,
  cohortIdCases,
  long,
  NOT_OBJECTS,
  nul,
  pagingCases,
  searchCases,
  tooBig,
} from '../testing/badInput';

const PROJECT = {
  name: 'Glow tools',
  description: 'Tools for Glow',
  githubRepo: 'XRPLF/xrpl.js',
  websiteUrl: 'https://glow.example.com',
  xHandle: '@glow_tools',
};

/** A project's fields, each wrong in turn. */
function projectFieldCases(valid: Record<string, unknown>): BadInput[] {
  const withField = (field: string, value: unknown) => ({ body: { ...valid, [field]: value } });
  return [
    { what: 'a blank name', ...withField('name', ' '), message: /^name is required$/ },
    {
      what: 'a too long name',
      ...withField('name', long(101)),
      message: /^name must be at most 100 characters$/,
    },
    {
      what: 'a blank description',
      ...withField('description', ''),
      message: /^description is required$/,
    },
    {
      what: 'a too long description',
      ...withField('description', long(2001)),
      message: /^description must be at most 2000 characters$/,
    },
    ...[
      'xrpl.js',
      'XRPLF/',
      '-XRPLF/xrpl.js',
      'XRPLF/xrpl js',
      'https://gitlab.com/XRPLF/xrpl.js',
      'XRPLF/xrpl.js/issues',
    ].map((githubRepo) => ({
      what: `githubRepo ${JSON.stringify(githubRepo)}`,
      ...withField('githubRepo', githubRepo),
      message: /^githubRepo must be a GitHub repository such as XRPLF\/xrpl.js$/,
    })),
    {
      what: 'a websiteUrl that is not http(s)',
      ...withField('websiteUrl', 'ftp://glow.example.com'),
      message: /^websiteUrl must be an http or https URL$/,
    },
    ...['glow tools', '@@glow', long(16)].map((handle) => ({
      what: `xHandle ${JSON.stringify(handle.slice(0, 20))}`,
      ...withField('xHandle', handle),
      message: /^xHandle must be an X handle: up to 15 letters, digits or _$/,
    })),
    { what: 'an unknown field', ...withField('stars', 5), message: /"stars"/ },
  ];
}

/** Bad input to the projects' calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    listProjects: [...pagingCases(), ...searchCases()],
    createProject: [
      ...NOT_OBJECTS,
      ...projectFieldCases(PROJECT),
      ...['name', 'description', 'githubRepo'].map((field) => ({
        what: `no ${field}`,
        body: { ...PROJECT, [field]: undefined },
        message: new RegExp(`^${field} must be a string$`),
      })),
    ],
    updateProject: [
      ...NOT_OBJECTS,
      {
        what: 'no change',
        body: {},
        message:
          /^body must give at least one of name, description, githubRepo, websiteUrl, xHandle$/,
      },
      ...projectFieldCases({ description: 'Better tools' }),
      ...cohortIdCases({ description: 'Better tools' }, 'project id'),
    ],
  },
  nulInText: {
    listProjects: {
      valid: { query: { search: 'xrpl' } },
      fields: { 'query.search': nul('search') },
    },
    createProject: {
      valid: { body: PROJECT },
      fields: {
        'body.name': nul('name'),
        'body.description': nul('description'),
        'body.githubRepo': nul('githubRepo'),
        'body.websiteUrl': nul('websiteUrl'),
        'body.xHandle': nul('xHandle'),
      },
    },
    updateProject: {
      valid: { body: PROJECT },
      fields: {
        'body.name': nul('name'),
        'body.description': nul('description'),
        'body.githubRepo': nul('githubRepo'),
        'body.websiteUrl': nul('websiteUrl'),
        'body.xHandle': nul('xHandle'),
      },
    },
  },
  idTooBig: {
    updateProject: {
      valid: { params: { id: '1' }, body: { description: 'Better tools' } },
      fields: { 'params.id': tooBig('project id') },
    },
  },
};

/** Who may call each of the projects' endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  listProjects: 'public',
  createProject: ['admin', 'scout'],
  updateProject: ['admin'],
};
