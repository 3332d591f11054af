"""The committee's workflow: shortlists and their entries' statuses, ratings, notes and
tags on people, saved searches, and conflicts of interest.

Used by the pages (profiles.browse) and the admin. Writes are services with
keyword-only arguments (shortlists, ratings, notes, tags, members, searches); reads are
selectors that say what they cost (entries, conflicts, statuses); `access` says who may
do what.
"""
