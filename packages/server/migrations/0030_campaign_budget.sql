-- A campaign's budget (issue 22): the most its offers may commit in total, in cents; null is no budget.
ALTER TABLE "campaigns" ADD COLUMN "budget_cents" integer;
