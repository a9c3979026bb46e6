-- Demo sellers, made by the seed (issue 20): their ads expire like anyone's, and the demo-renewal job republishes
-- them as their sellers would, so the demo stays full. Accounts made any other way are never demo accounts.
ALTER TABLE users ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
