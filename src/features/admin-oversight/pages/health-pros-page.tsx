import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HEALTH_PRO_ROLE_TEXT, HEALTH_PRO_ROLES, type Account, type HealthProRole, type HealthProSummary } from '@contracts/staff-accounts';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { useCreateHealthPro } from '@/api/admin-accounts/create-health-pro';
import { useDeleteHealthPro } from '@/api/admin-accounts/delete-health-pro';
import { useHealthProSummary } from '@/api/admin-accounts/get-health-pro-summary';
import { useHealthPros } from '@/api/admin-accounts/get-health-pros';
import { AccountFormDialog } from '@/features/admin-oversight/components/account-form-dialog';
import { AccountsTable } from '@/features/admin-oversight/components/accounts-table';
import { DeleteAccountDialog } from '@/features/admin-oversight/components/delete-account-dialog';
import { healthProFormSchema } from '@/features/admin-oversight/lib/account-forms';
import { FigureCard } from '@/components/figure-card';
import { HEALTH_PROS_FAILED_TEXT } from '@/features/admin-oversight/lib/texts';
import { useLocalList } from '@/lib/use-local-list';
import { oversightPaths } from '@/features/admin-oversight/paths';

/** The month's growth: a rate against last month, which has none to compare with when last month had no one new. */
const growthText = (s: HealthProSummary) =>
  s.newLastMonth === 0 ? 'None new last month.' : `${s.increaseRate >= 0 ? '+' : ''}${s.increaseRate}% against last month.`;

function SummaryCards() {
  const summary = useHealthProSummary();
  const s = summary.data;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard
          title="Health professionals"
          load={summary}
          value={s?.total}
          detail={s ? `${s.active} active, ${s.inactive} inactive.` : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard title="New this month" load={summary} value={s?.newThisMonth} detail={s && growthText(s)} />
      </Grid>
      {HEALTH_PRO_ROLES.slice(0, 2).map((role) => (
        <Grid key={role} size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard title={`${HEALTH_PRO_ROLE_TEXT[role]}s`} load={summary} value={s?.byRole.find((r) => r.role === role)?.count} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The care team's accounts (nurses, client specialists, support): counted, searched, added and deleted. */
export function HealthProsPage() {
  const list = useLocalList({ role: '' });
  const { query, update } = list;
  const pros = useHealthPros({
    page: query.page,
    limit: query.limit,
    search: query.search,
    role: (query.role || undefined) as HealthProRole | undefined,
  });
  const summary = useHealthProSummary();
  const create = useCreateHealthPro();
  const remove = useDeleteHealthPro();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const data = pros.data;
  const refresh = () => Promise.all([pros.mutate(), summary.mutate()]);

  return (
    <>
      <PageHeader
        title="Health Pros"
        subtitle="The care team: nurses, client specialists and customer support, who sign in on the care team portal."
        actions={
          <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
            Add health professional
          </Button>
        }
      />
      <SummaryCards />
      <ListSearchToolbar list={list} label="Search health professionals" helperText="Name or email">
        <SelectFilter
          label="Role"
          value={query.role as HealthProRole | ''}
          options={HEALTH_PRO_ROLES.map((r) => ({ value: r, label: HEALTH_PRO_ROLE_TEXT[r] }))}
          onChange={(role) => update({ role, page: 1 })}
          allLabel="All roles"
          minWidth={180}
        />
      </ListSearchToolbar>
      <ListStates
        load={pros}
        errorTitle={HEALTH_PROS_FAILED_TEXT}
        progressLabel="Loading health professionals"
        noMatch={
          <EmptyState
            title={query.search || query.role ? 'No health professionals match' : 'No health professionals yet'}
            description={
              query.search || query.role ? 'Try another name, email or role.' : 'Add the first one with "Add health professional".'
            }
          />
        }
      >
        <AccountsTable
          label="Health professionals"
          accounts={data?.items}
          busy={pros.isValidating}
          paging={list.paging(data?.total, data?.totalIsEstimate)}
          name={(a) => (
            <Link component={RouterLink} to={oversightPaths.healthPro(a.id)} sx={{ fontWeight: 600 }}>
              {`${a.firstName} ${a.lastName}`}
            </Link>
          )}
          actions={(a) => (
            <Button size="small" color="error" onClick={() => setDeleting(a)} aria-label={`Delete ${a.firstName} ${a.lastName}`}>
              Delete
            </Button>
          )}
        />
      </ListStates>
      {adding && (
        <AccountFormDialog
          title="Add a health professional"
          intro="They sign in on the care team portal with their email and the first password you choose, then a code mailed to them. They are emailed that the account exists."
          submitLabel="Add health professional"
          schema={healthProFormSchema}
          withRole
          save={(body) => create.trigger(body)}
          successText="Health professional created successfully"
          failureText="Failed to create health professional"
          onClose={() => setAdding(false)}
          onSaved={() => void refresh()}
        />
      )}
      <DeleteAccountDialog
        account={deleting}
        title="Delete this health professional?"
        confirmLabel="Delete"
        remove={remove}
        successText="Health professional deleted successfully"
        failureText="Failed to delete health professional"
        onClose={() => setDeleting(null)}
        onDeleted={() => refresh()}
      />
    </>
  );
}
