import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Answers, Question } from '@contracts/onboarding';
import { answerGroups } from '@/lib/intake-answers';

interface IntakeAnswersProps {
  questions: readonly Question[];
  answers: Answers;
}

/** Every intake question the patient was shown, grouped by step, each with its answer in words. */
export function IntakeAnswers({ questions, answers }: IntakeAnswersProps) {
  const groups = answerGroups(questions, answers);
  if (groups.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No intake answers on file.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group) => (
        <Box key={group.step} component="section" aria-label={group.title}>
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1, color: 'primary.dark' }}>
            {group.title}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {group.rows.map((row) => (
              <Box key={row.id} sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
                <Box component="dt" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
                  {row.question}
                </Box>
                <Box
                  component="dd"
                  sx={{
                    m: 0,
                    mt: 0.25,
                    fontWeight: row.missing ? 400 : 600,
                    fontStyle: row.missing ? 'italic' : 'normal',
                    overflowWrap: 'anywhere',
                    whiteSpace: 'pre-wrap',
                  }}
                >
                  {row.answer}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
