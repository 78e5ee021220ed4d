import { sql } from 'kysely';

/**
 * A person's full name from the users row joined as `alias`: first name, one space, last name, as the name-search
 * index is built (users_name_trgm_idx, migration 0004), so that an ILIKE on it can use that index. Null when the row
 * is (a left join found no user).
 */
export const fullName = (alias: string) => sql<string>`(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;
