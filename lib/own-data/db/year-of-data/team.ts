import { lit, tsLit } from './literals';
import { query } from './statements';
import type { YearContext } from './year-context';

// The team who answer, post and publish (accounts added if missing; never able to sign in
// until given a password through the Team screen).
export const TEAM = [
  { name: 'Priya Sharma', role: 'administrator' },
  { name: 'James Whitaker', role: 'recruiter' },
  { name: 'Chloe Bennett', role: 'editor' },
  { name: 'Samuel Adeyemi', role: 'receptionist' },
  { name: 'Hannah Price', role: 'recruiter' },
  { name: 'Oliver Grant', role: 'editor' },
] as const;
export const teamEmail = (name: string) =>
  `${name.toLowerCase().replace(' ', '.')}@crestfieldbusinessservices.co.uk`;

/** The team's names and account ids (SQL: a number or NULL), in TEAM's order. */
export type Team = { names: string[]; ids: (number | 'NULL')[] };

/** Adds the team's accounts where missing; answers their names and ids. */
export async function addTeam({ tx, end, add }: YearContext): Promise<Team> {
  const teamValues = TEAM.map(
    (member, index) =>
      `(${lit(teamEmail(member.name))}, ${lit(member.name)}, ${lit(member.role)}, md5(${lit(`crestfield-${member.name}`)}), ${tsLit(end - (400 - index) * 86_400_000)}, ${tsLit(end - (index + 1) * 3_600_000 * 5)})`,
  );
  await add(
    'accounts',
    `INSERT INTO accounts (email, name, role, session_stamp, created_at, last_sign_in_at)
     VALUES ${teamValues.join(',')} ON CONFLICT (email) DO NOTHING`,
  );
  const teamRows = await query(
    tx,
    `SELECT id, email FROM accounts WHERE email IN (${TEAM.map((m) => lit(teamEmail(m.name))).join(',')})`,
  );
  const ids = TEAM.map(
    (member) =>
      Number(teamRows.find((row) => row.email === teamEmail(member.name))?.id ?? 0) ||
      ('NULL' as const),
  );
  return { names: TEAM.map((member) => member.name), ids };
}
