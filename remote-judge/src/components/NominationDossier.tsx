import type { Evaluation } from '@glow/contract';
import { CONTRIBUTION_WARNING_MONTHS, CONTRIBUTOR_ROLE_NAMES } from '@glow/shared-api';
import { Alert, Badge, githubUrl, Muted, Row, Stack } from '@glow/shared-ui';
import {
  counted,
  formatCount,
  formatDate,
  olderThanWarning,
  Section,
  timeAgo,
} from '@glow/shared-ui/pages';
import { EvidenceList } from '@glow/shared-ui/evidence-list';
import styled from 'styled-components';
import { NomineeDeclaration } from './NomineeDeclaration';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const ProjectList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
`;

/** "+7", "0", "-2": a vote score. */
const signed = (score: number) => (score > 0 ? `+${score}` : String(score));

/** "14", or why there is no count: the GitHub client could not read it. */
function CommitCount({ project }: { project: Evaluation['projects'][number] }) {
  if (project.contributorCommits6m === null) return <>not available right now</>;
  return (
    <>
      {formatCount(project.contributorCommits6m)}
      {project.commitsReadAt && (
        <Muted as="span">
          {' '}
          (as of <time dateTime={project.commitsReadAt}>{timeAgo(project.commitsReadAt)}</time>)
        </Muted>
      )}
    </>
  );
}

function ProjectFacts({
  project,
  contributor,
}: {
  project: Evaluation['projects'][number];
  contributor: Evaluation['contributor'];
}) {
  return (
    <li>
      <h3>{project.name}</h3>
      <Facts>
        <dt>Repository</dt>
        <dd>
          <a href={githubUrl(project.githubRepo)} target="_blank" rel="noreferrer">
            {project.githubRepo}
          </a>
        </dd>
        <dt>Stars</dt>
        <dd>{project.stars === null ? 'not read yet' : `★ ${formatCount(project.stars)}`}</dd>
        <dt>Last push</dt>
        <dd>
          {project.pushedAt ? (
            <time dateTime={project.pushedAt}>{timeAgo(project.pushedAt)}</time>
          ) : (
            'not read yet'
          )}
        </dd>
        <dt>
          {contributor.name.split(' ')[0]}&apos;s commits in the 6 months before the nomination
        </dt>
        <dd>
          <CommitCount project={project} />
        </dd>
      </Facts>
    </li>
  );
}

/**
 * Everything a judge weighs about a nomination: the contribution, the contributor, each project
 * with its GitHub facts, the evidence the scouts added, the nominee's own declaration, the votes
 * and the scouts' notes (their texts, not who wrote them).
 */
export function NominationDossier({ evaluation }: { evaluation: Evaluation }) {
  const { nomination, contributor, projects, votes, scoutNotes } = evaluation;
  return (
    <Stack>
      <Section id="dossier-contribution" title="The contribution">
        <Text>{nomination.description}</Text>
        <Row $gap="0.4rem">
          {nomination.categories.map((category) => (
            <Badge key={category} $tone="info">
              {category}
            </Badge>
          ))}
        </Row>
        <Muted>
          Contributed on{' '}
          <time dateTime={nomination.contributionDate}>
            {formatDate(nomination.contributionDate)}
          </time>
          , nominated on{' '}
          <time dateTime={nomination.createdAt}>{formatDate(nomination.createdAt)}</time>.
        </Muted>
        {olderThanWarning(nomination.contributionDate, new Date(nomination.createdAt)) && (
          <Alert tone="warning">
            <p>
              This work was more than {CONTRIBUTION_WARNING_MONTHS} months old when it was
              nominated.
            </p>
          </Alert>
        )}
      </Section>
      <Section id="dossier-contributor" title="The contributor">
        <Facts>
          <dt>Name</dt>
          <dd>{contributor.name}</dd>
          <dt>GitHub</dt>
          <dd>
            <a href={githubUrl(contributor.githubUsername)} target="_blank" rel="noreferrer">
              @{contributor.githubUsername}
            </a>
          </dd>
          {contributor.projectRole && (
            <>
              <dt>Role</dt>
              <dd>{roleName(contributor.projectRole)}</dd>
            </>
          )}
          {contributor.contributorSince && (
            <>
              <dt>Contributor since</dt>
              <dd>{formatDate(contributor.contributorSince)}</dd>
            </>
          )}
        </Facts>
      </Section>
      <Section id="dossier-projects" title={projects.length === 1 ? 'The project' : 'The projects'}>
        <ProjectList>
          {projects.map((project) => (
            <ProjectFacts key={project.id} project={project} contributor={contributor} />
          ))}
        </ProjectList>
      </Section>
      <Section id="dossier-evidence" title="Evidence">
        <EvidenceList evidence={evaluation.evidence} empty="The scouts added no evidence." />
      </Section>
      <Section id="dossier-declaration" title="The nominee's declaration">
        <NomineeDeclaration
          declaration={evaluation.declaration}
          firstName={contributor.name.split(' ')[0] ?? contributor.name}
        />
      </Section>
      <Section id="dossier-votes" title="Votes and scouts">
        <p>
          Score {signed(votes.score)} ({formatCount(votes.up)} up, {formatCount(votes.down)} down) ·
          Without flagged voters {signed(votes.withoutFlaggedScore)} ·{' '}
          {counted(evaluation.scouts, ['scout', 'scouts'])}
        </p>
        {scoutNotes.map((note) => (
          <Stack key={note.label} $gap="0.2rem">
            <strong>{note.label}</strong>
            <Text>{note.text}</Text>
          </Stack>
        ))}
      </Section>
    </Stack>
  );
}

/** A contributor's role in the project, by its name when it is one of the contract's. */
function roleName(role: string): string {
  return (CONTRIBUTOR_ROLE_NAMES as Record<string, string>)[role] ?? role;
}
